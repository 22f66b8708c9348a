// Past two digits the badge would outgrow the bell; the accessible name keeps the exact number.
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
