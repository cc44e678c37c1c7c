import { icons, isIconName } from "./icons"
import type { IconName } from "./icons"

interface IconProps {
  /** A key of `icons`; content files pass plain strings, checked at runtime and by a unit test. */
  name: IconName | string
  size?: number
  className?: string
}

/** A decorative line icon: hidden from assistive technology, so the text beside it carries the meaning. */
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
      {icons[name]}
    </svg>
  )
}
