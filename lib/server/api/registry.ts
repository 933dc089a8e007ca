import type { AnyObjectSchema, InferType, ObjectSchema } from 'yup';
import { accountEntries } from './entries/accounts';
import { addressEntries } from './entries/addresses';
import { applicationEntries } from './entries/applications';
import { backofficeEntries } from './entries/backoffice';
import { basketEntries } from './entries/basket';
import { brandEntries } from './entries/brands';
import { catalogEntries } from './entries/catalog';
import { catalogueCategoryEntries } from './entries/catalogue-categories';
import { catalogueDesignerEntries } from './entries/catalogue-designers';
import { catalogueEditingEntries } from './entries/catalogue-editing';
import { catalogueProductEntries } from './entries/catalogue-products';
import { checkoutEntries } from './entries/checkout';
import { contactEntries } from './entries/contact';
import { contentEntries } from './entries/content';
import { contentEditingEntries } from './entries/content-editing';
import { editorialEntries } from './entries/editorial';
import { eventEntries } from './entries/events';
import { fashionEntries } from './entries/fashion';
import { favouriteEntries } from './entries/favourites';
import { homeEntries } from './entries/home';
import { homeContentEntries } from './entries/home-content';
import { layoutEntries } from './entries/layout';
import { locationEntries } from './entries/locations';
import { operatorOrderEntries } from './entries/operator-orders';
import { operatorAccountEntries } from './entries/operators';
import { orderEntries } from './entries/orders';
import { productEntries } from './entries/products';
import { searchEntries } from './entries/search';
import { visitorEntries } from './entries/visitors';
import { workshopEntries } from './entries/workshops';
import type { Endpoint, Reply } from './endpoint';
import { mergeGroups } from './groups';

/** Every call of the shop API. Adding a call is adding one entry to one of these groups. */
export const registry = mergeGroups(
  visitorEntries,
  accountEntries,
  layoutEntries,
  homeEntries,
  basketEntries,
  favouriteEntries,
  brandEntries,
  contentEntries,
  locationEntries,
  applicationEntries,
  searchEntries,
  workshopEntries,
  fashionEntries,
  contactEntries,
  productEntries,
  catalogEntries,
  addressEntries,
  checkoutEntries,
  orderEntries,
  operatorAccountEntries,
  operatorOrderEntries,
  backofficeEntries,
  contentEditingEntries,
  editorialEntries,
  eventEntries,
  catalogueEditingEntries,
  catalogueDesignerEntries,
  catalogueCategoryEntries,
  catalogueProductEntries,
  homeContentEntries,
);

export type Registry = typeof registry;
export type EndpointName = keyof Registry;

type Unwrap<T> = T extends Reply<infer D> ? D : T;
type SchemaOf<N extends EndpointName> = Registry[N] extends Endpoint<infer S extends AnyObjectSchema, unknown> ? S : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DefaultsOf<S> = S extends ObjectSchema<any, any, infer D, any> ? D : never;

/** Fields a caller may leave out: those that accept undefined and those with a default. */
type OptionalKeys<S extends AnyObjectSchema, T = InferType<S>> = {
  [K in keyof T]-?: undefined extends T[K] ? K : K extends keyof DefaultsOf<S> ? (undefined extends DefaultsOf<S>[K] ? never : K) : never;
}[keyof T];

type Input<S extends AnyObjectSchema, T = InferType<S>> = { [K in Exclude<keyof T, OptionalKeys<S>>]: T[K] } & { [K in OptionalKeys<S> & keyof T]?: T[K] };

/** What a caller sends: required fields stay required, defaulted and optional ones may be left out. */
export type InputOf<N extends EndpointName> = Input<SchemaOf<N>>;
export type OutputOf<N extends EndpointName> = Unwrap<Awaited<ReturnType<Registry[N]['handler']>>>;
