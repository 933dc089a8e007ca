import { policyMetadata, policyPage } from '../policy-page';

export const generateMetadata = policyMetadata('privacy-policy');

export default policyPage('privacy-policy');
