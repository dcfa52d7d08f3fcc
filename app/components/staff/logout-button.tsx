import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Spec 4.1's Logout: a POST, so a link or a prefetch can never sign anyone out. */
export function LogoutButton() {
  return (
    <Form method="post" action="/luxebooking/logout">
      <Button type="submit" variant="accent" size="xs">
        Logout
      </Button>
    </Form>
  );
}
