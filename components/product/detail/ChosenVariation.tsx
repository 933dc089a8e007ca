'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ChosenVariation {
  variationId: number | null;
  choose(variationId: number): void;
}

const NONE: ChosenVariation = { variationId: null, choose: () => undefined };
const Context = createContext<ChosenVariation>(NONE);

/**
 * The variation the shopper chose on the product page, shared by the buying island (which sets it)
 * and the gallery (which shows that colour's or finish's own pictures).
 */
export function ChosenVariationProvider({ children }: { children: ReactNode }) {
  const [variationId, choose] = useState<number | null>(null);
  const value = useMemo(() => ({ variationId, choose }), [variationId]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useChosenVariation = () => useContext(Context);
