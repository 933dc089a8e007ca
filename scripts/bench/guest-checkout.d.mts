export function guestCheckout(districtId: number, email: string): Record<string, unknown>;
