import { SEARCH_TEXT_MAX } from '../search-text';
import { yup } from './yup';

/** The header search box and /search-products: free text, trimmed; too long is refused, empty finds nothing. */
export const searchText = () => yup.string().trim().max(SEARCH_TEXT_MAX).nullable().default('');
