/** An identity or tax number on a back-office screen: the first and last two digits, the rest starred. */
export const maskedIdentity = (value: string | null | undefined): string | null =>
  value ? (value.length <= 4 ? '*'.repeat(value.length) : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`) : null;
