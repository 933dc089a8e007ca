export declare const turkishPage: (n: number, kb?: number) => string;
export declare const latinPage: (n: number, kb?: number) => string;
