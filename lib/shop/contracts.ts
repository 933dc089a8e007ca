/** Contracts whose ids are fixed because forms link to them (sozlesmeler/{id}); the seed gives them these ids. */
export const TERMS_CONTRACT_ID = 2;
export const KVKK_CONTRACT_ID = 5;
/** The checkout's contract checkbox links to these two (spec 02 §2 odemeyontemi). */
export const DISTANCE_SALES_CONTRACT_ID = 1;
export const PRE_INFORMATION_CONTRACT_ID = 3;
