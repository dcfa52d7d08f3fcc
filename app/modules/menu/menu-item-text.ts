/** The words of a menu item a guest reads and searches (spec 3.8), shared by the DTO, the card and search. */
export interface MenuItemText {
  name: string;
  description: string;
  notes: string | null;
  servedWith: string | null;
  options: string[];
}
