/**
 * Fills `{{name}}` placeholders in a template with values. A placeholder without a value is an error,
 * so a renamed value can't leave a page with a literal `{{baseUrl}}` in it.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder}`);
    return value;
  });
}
