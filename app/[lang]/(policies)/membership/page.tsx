import { policyMetadata, policyPage } from '../policy-page';

export const generateMetadata = policyMetadata('membership');

export default policyPage('membership');
