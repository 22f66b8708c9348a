/** The bell's accessible name, which carries the count the badge shows (the badge itself is hidden from readers). */
export function unreadLabel(count: number): string {
  if (count === 0) return 'No unread notifications';
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}

// Past two digits the badge would outgrow the bell; the accessible name keeps the exact number.
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
