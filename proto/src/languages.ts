/** The interface languages (spec §3 locale), in the order the product lists them. */
export const interfaceLanguages = ['en', 'sl', 'hr', 'it'] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(value);
}
