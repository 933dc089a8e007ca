import { policyMetadata, policyPage } from '../policy-page';

export const generateMetadata = policyMetadata('termsconditions');

export default policyPage('termsconditions');
