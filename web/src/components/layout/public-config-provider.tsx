'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../../config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

// The server reads env once (config.ts) and hands the browser-safe part down here.
export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (value === null) throw new Error('usePublicConfig needs <PublicConfigProvider>');
  return value;
}
