import { symbolHref } from "../../lib/svg-symbols"
import { ICON_SPRITE_URL, isIconName } from "./icons"
import type { IconName } from "./icons"

interface IconProps {
  /** An icon name; content files pass plain strings, checked here and by a unit test. */
  name: IconName | string
  size?: number
  className?: string
}

/** A decorative line icon from the sprite (inlined in a pre-rendered page, `symbolHref`): hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  if (!isIconName(name)) return null
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={symbolHref(`${ICON_SPRITE_URL}#${name}`)} />
    </svg>
  )
}
