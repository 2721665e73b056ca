// Demo pictures drawn as small SVGs, so the demo needs no image files and works offline.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A coloured card with a caption, for categories, specifics and products. */
export function labelSvg(label: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<rect width="320" height="200" rx="16" fill="${colour}"/>
<text x="160" y="108" font-family="system-ui, sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** A round avatar with initials, for demo providers and the demo customer. */
export function avatarSvg(firstName: string, lastName: string, colour: string): string {
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="80" fill="${colour}"/>
<text x="80" y="96" font-family="system-ui, sans-serif" font-size="48" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** Stable, URL-safe image ids derived from a name. */
export function seedImageId(kind: string, name: string): string {
  return `seed-${kind}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
