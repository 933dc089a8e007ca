/** SWR keys shared by the hooks that read and the calls that change the same data. */
export const CART_COUNT_KEY = 'get-cart-count';
/** The header basket popover's lines (/get-menu-cart); an add revalidates it with the count. */
export const MENU_CART_KEY = 'get-menu-cart';
export const DISTRICTS_KEY = 'get-district-list';
