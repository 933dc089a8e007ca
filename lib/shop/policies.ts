import { routes } from './routes';

/** The policy pages with a shared side menu (spec 01 §2), keyed as the database stores them, in menu order. */
export const POLICY_ROUTES = {
  'shipping-returns': routes.shippingReturns,
  membership: routes.membership,
  'privacy-policy': routes.privacyPolicy,
  termsconditions: routes.terms,
} as const;

export type PolicyKey = keyof typeof POLICY_ROUTES;

export const POLICY_KEYS = Object.keys(POLICY_ROUTES) as PolicyKey[];
