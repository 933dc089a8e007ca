/** Only what the header and the drawer render of a category, to keep the page payload small. */
export interface NavCategory {
  Id: number;
  Name: string;
  Url: string;
  Children: { Id: number; Name: string; Url: string }[];
}
