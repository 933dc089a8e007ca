/** Contracts whose ids are fixed because forms link to them (sozlesmeler/{id}); the seed gives them these ids. */
export const TERMS_CONTRACT_ID = 2;
export const KVKK_CONTRACT_ID = 5;
