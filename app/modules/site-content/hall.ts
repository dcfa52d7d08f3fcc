/**
 * The hall's name and the staff app's title, apart from the venue's other facts (venue.ts) so that
 * every staff page's shared script carries these few bytes and not the whole venue object (issue 33:
 * the dashboard's 120 KB budget; an object's unused properties are not tree-shaken).
 */
export const HALL_NAME = "Luxe";

/** The staff app's name: the top bar, every staff page's title, the reset e-mail's sender. */
export const STAFF_TITLE = `${HALL_NAME} Hall Reservations`;
