/** A refusal the admin should read (bad category, missing item): the route turns it into a 4xx message. */
export class MenuInputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 429 = 400,
  ) {
    super(message);
  }
}
