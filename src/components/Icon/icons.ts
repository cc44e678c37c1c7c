/**
 * The names of the site's line icons. The drawings live in static/icons.svg, one <symbol> per name, on a
 * 24 × 24 grid drawn with `currentColor` strokes; a unit test keeps this list, the sprite and the icon
 * names used in content/ in step. One sprite, cached once, keeps pages light to load and to hydrate.
 */
export const ICON_NAMES = [
  "gas-detector",
  "breathalyzer",
  "respirator",
  "hard-hat",
  "package",
  "calendar",
  "wrench",
  "oil",
  "mining",
  "construction",
  "food",
  "lab",
  "energy",
  "municipality",
  "clipboard",
  "certificate",
  "clock",
  "truck",
  "shield",
  "award",
  "people",
  "bolt",
  "fixed-detector",
  "presentation",
  "receipt",
  "test-cassette",
  "mouthpiece",
  "filter-cartridge",
  "scba",
  "escape-hood",
  "earmuffs",
  "harness",
  "vest",
  "gas-cylinder",
  "battery",
  "docking-station",
  "sampling-pump",
  "tripod",
  "calendar-day",
  "calendar-week",
  "calendar-month",
  "calendar-check",
  "gauge",
  "whatsapp",
  "linkedin",
  "instagram",
  "facebook",
  "mail",
  "phone",
  "map-pin",
  "chevron-down",
  "chevron-right",
  "menu",
  "close",
  "arrow-right",
  "download",
  "paperclip",
  "check",
  "alert",
  "info",
  "chat",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const ICON_SPRITE_URL = "/icons.svg"

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}
