/** 'birthday-short' -> 'BirthdayShort' */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** 'birthday-short' -> 'birthdayShort' */
export function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

/** TypeScript type of a category's content, e.g. 'BirthdayShortContent'. */
export function contentTypeName(schemaName: string): string {
  return `${pascalCase(schemaName)}Content`;
}
