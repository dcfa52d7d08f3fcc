import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Spec 4.1's Logout: a POST, so a link or a prefetch can never sign anyone out. Posted by the
 * browser itself (`reloadDocument`), not by the router: the sign-in page it lands on is a new
 * document, so nothing of the signed-in page (its data, the router's cache, the screen's state) is
 * left in the DOM or in memory (issue 28 item 11).
 */
export function LogoutButton() {
  return (
    <Form method="post" action="/luxebooking/logout" reloadDocument>
      <Button type="submit" variant="accent" size="xs">
        Logout
      </Button>
    </Form>
  );
}
