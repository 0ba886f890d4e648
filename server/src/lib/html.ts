/** Text made safe inside HTML (mail bodies, the sandbox payment page): the five characters that matter, as numeric entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
