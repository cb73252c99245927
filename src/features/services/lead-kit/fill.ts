/** Replaces {{name}} placeholders: client islands get their copy as templates, not an i18n library. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
