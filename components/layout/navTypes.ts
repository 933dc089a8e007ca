/** Only what the header and the drawer render of a category, to keep the page payload small. */
export interface NavCategory {
  Id: number;
  Name: string;
  Url: string;
  Children: { Id: number; Name: string; Url: string }[];
}

interface CategoryLike extends Omit<NavCategory, 'Children'> {
  Children: { Id: number; Name: string; Url: string }[];
}

/** Keeps only the fields the header and drawer use. */
export const navCategory = ({ Id, Name, Url, Children }: CategoryLike): NavCategory => ({
  Id,
  Name,
  Url,
  Children: Children.map((child) => ({ Id: child.Id, Name: child.Name, Url: child.Url })),
});
