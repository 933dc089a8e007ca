/** SWR keys shared by the hooks that read and the calls that change the same data. */
export const CART_COUNT_KEY = 'get-cart-count';
export const DISTRICTS_KEY = 'get-district-list';
