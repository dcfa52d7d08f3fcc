export function loader() {
  return Response.json({ message: "Not found" }, { status: 404 });
}

export function action() {
  return Response.json({ message: "Not found" }, { status: 404 });
}
