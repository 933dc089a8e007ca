import { policyMetadata, policyPage } from '../policy-page';

export const generateMetadata = policyMetadata('shipping-returns');

export default policyPage('shipping-returns');
