import * as React from "react"

/**
 * The site's line icons, drawn for it on a 24 × 24 grid with a 1.75 stroke in `currentColor`.
 * Content files name them by key (`"icon": "gas-detector"`); a unit test checks every name exists.
 */
export const icons = {
  "gas-detector": (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <rect x="8.5" y="5.5" width="7" height="5" rx="1" />
      <path d="M9 14h6M9 17.5h2M13 17.5h2" />
    </>
  ),
  breathalyzer: (
    <>
      <rect x="7" y="7" width="10" height="14.5" rx="2.5" />
      <path d="M10.5 7V3.5h3V7" />
      <rect x="9.5" y="10" width="5" height="3.5" rx=".8" />
      <circle cx="12" cy="17.5" r="1.3" />
    </>
  ),
  respirator: (
    <>
      <path d="M12 4.5c-3.4 0-5.5 2-5.5 5 0 3.6 2.3 6.9 5.5 8.8 3.2-1.9 5.5-5.2 5.5-8.8 0-3-2.1-5-5.5-5z" />
      <circle cx="5" cy="13.5" r="2.5" />
      <circle cx="19" cy="13.5" r="2.5" />
      <path d="M10 12.5h4M10.5 15h3M9 19.5h6" />
    </>
  ),
  "hard-hat": (
    <>
      <path d="M2.5 17.5h19" />
      <path d="M4.5 17.5v-1.8a7.5 7.5 0 0 1 15 0v1.8" />
      <path d="M9.8 8.7V6.2h4.4v2.5" />
      <path d="M12 8.7v3.8" />
    </>
  ),
  package: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 17h2M11 17h2" />
    </>
  ),
  wrench: (
    <path d="M15.5 3.5a4.5 4.5 0 0 0-4.2 6.1L4 16.9a2.1 2.1 0 0 0 3 3l7.3-7.3a4.5 4.5 0 0 0 6.1-4.2l-2.6 2.6-2.9-.6-.6-2.9z" />
  ),
  oil: (
    <>
      <path d="M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11z" />
      <path d="M9.3 14.3A2.8 2.8 0 0 0 12 17" />
    </>
  ),
  mining: (
    <>
      <path d="M3.5 9.5C6 6.2 8.8 4.6 12 4.6s6 1.6 8.5 4.9" />
      <path d="M12 4.6V21M10.2 21h3.6" />
    </>
  ),
  construction: (
    <>
      <path d="M9.6 4h4.8l4.1 15.5h-13z" />
      <path d="M8.3 9.5h7.4M6.9 14.5h10.2M3 19.5h18" />
    </>
  ),
  food: (
    <>
      <path d="M10 2.5h4M10.5 2.5v4L8.5 9.5v11a1 1 0 0 0 1 1h5a1 1 0 0 0 1-1v-11l-2-3v-4" />
      <path d="M8.5 13h7v4h-7z" />
    </>
  ),
  lab: (
    <>
      <path d="M9.5 3h5M10 3v6.2L4.8 18.2A1.9 1.9 0 0 0 6.5 21h11a1.9 1.9 0 0 0 1.7-2.8L14 9.2V3" />
      <path d="M7.2 15h9.6" />
    </>
  ),
  energy: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  municipality: (
    <>
      <path d="M3.5 9.5 12 4l8.5 5.5z" />
      <path d="M6 12v6M10 12v6M14 12v6M18 12v6M3.5 20.5h17" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4.5" width="14" height="17" rx="2" />
      <path d="M9 4.5V3h6v1.5M8.5 11h7M8.5 14.5h7M8.5 18h4" />
    </>
  ),
  certificate: (
    <>
      <rect x="3.5" y="4" width="17" height="12" rx="1.5" />
      <path d="M7 8h10M7 11h5" />
      <circle cx="16.5" cy="15.5" r="2.5" />
      <path d="M15 17.5 14.5 21l2-1 2 1-.5-3.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 5.5v6c0 4.3 3 7.8 7 9.5 4-1.7 7-5.2 7-9.5v-6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9 14-1.5 7 4.5-2.5 4.5 2.5L15 14" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0" />
      <circle cx="17" cy="9.5" r="2.3" />
      <path d="M15.5 14.3a4.5 4.5 0 0 1 5.5 4.2" />
    </>
  ),
  bolt: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12.8 6.5 8.5 12.8h3.5l-.8 4.7 4.3-6.3H12z" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4.3 19.7l1.2-4A8 8 0 1 1 8.5 18.6z" />
      <path d="M9.3 8.4c.3-.4.6-.4.9-.4h.4c.2 0 .4.1.5.4l.6 1.5c.1.2 0 .4-.1.6l-.5.6c.5.9 1.2 1.7 2.2 2.2l.6-.5c.2-.2.4-.2.6-.1l1.5.7c.2.1.3.3.3.5v.4c0 .4-.2.8-.6 1-.6.3-1.4.4-2.4 0a8 8 0 0 1-3.8-3.8c-.4-1-.4-1.9.1-2.6z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5v6M8 7.6v.1M11.5 16.5v-6M11.5 13.2a2.5 2.5 0 0 1 5 0v3.3" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <path d="M16.9 7.1v.1" />
    </>
  ),
  facebook: (
    <path d="M13.8 21v-7.2h2.6l.4-3.1h-3V8.9c0-.9.3-1.5 1.5-1.5h1.6V4.6c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8.1v3.1h2.6V21" />
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
  "map-pin": (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  "chevron-right": <path d="m9 6 6 6-6 6" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  download: <path d="M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.8v.1" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
} satisfies Record<string, React.ReactElement>

export type IconName = keyof typeof icons

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(icons, name)
}
