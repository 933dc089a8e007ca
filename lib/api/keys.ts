/** SWR keys shared by the hooks that read and the calls that change the same data. */
export const BASKET_COUNT_KEY = 'get-cart-count';
/** The header basket popover's lines (/get-menu-cart); an add revalidates it with the count. */
export const MENU_BASKET_KEY = 'get-menu-cart';
export const DISTRICTS_KEY = 'get-district-list';
/** The shopper's favourite product ids (/get-favorite-ids): one request a page, shared by every heart on it. */
export const FAVOURITE_IDS_KEY = 'get-favorite-ids';
/** The member's address book (/get-addresses); adding, editing and removing revalidate it. */
export const ADDRESSES_KEY = 'get-addresses';
/** The favourites page's cards (/favorite-products); a removal or "clear all" revalidates it with the ids. */
export const FAVOURITE_PRODUCTS_KEY = 'favorite-products';
/** The basket page's lines and totals (/get-cart-products); every change on the page revalidates it with the header's count and popover. */
export const BASKET_KEY = 'get-cart-products';
/** The basket page's suggestions (/get-cart-suggestions): they follow the basket, so every basket change revalidates them. */
export const BASKET_SUGGESTIONS_KEY = 'get-cart-suggestions';
/** The member's order list (/get-user-orders) by page; a refund request revalidates it with the order's detail. */
export const USER_ORDERS_KEY = 'get-user-orders';
/** One order's detail (/get-order-detail), keyed with its id. */
export const ORDER_DETAIL_KEY = 'get-order-detail';
/** The returns page's list of orders a refund can still be asked for. */
export const RETURNABLE_ORDERS_KEY = 'get-user-orders:returnable';
