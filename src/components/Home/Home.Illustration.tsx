/**
 * The hero's drawing: a personal multigas detector in its safety-yellow bumper, reading the four usual
 * gases, with detection waves around it. Decorative: the hero's text says everything.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 360" width="420" height="360" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#2a4560" strokeWidth="1.5">
        <circle cx="210" cy="180" r="120" />
        <circle cx="210" cy="180" r="160" />
        <circle cx="210" cy="180" r="200" strokeDasharray="4 8" />
      </g>
      <g fill="none" stroke="#ffc629" strokeWidth="5" strokeLinecap="round">
        <path d="M318 70a70 70 0 0 1 0 76" opacity=".9" />
        <path d="M342 52a100 100 0 0 1 0 112" opacity=".55" />
        <path d="M102 70a70 70 0 0 0 0 76" opacity=".9" />
        <path d="M78 52a100 100 0 0 0 0 112" opacity=".55" />
      </g>
      <rect x="120" y="28" width="180" height="304" rx="36" fill="#ffc629" />
      <rect x="134" y="44" width="152" height="272" rx="24" fill="#13293f" />
      <rect x="180" y="56" width="60" height="8" rx="4" fill="#2a4560" />
      <rect x="150" y="78" width="120" height="138" rx="10" fill="#0b1b2b" stroke="#2a4560" strokeWidth="2" />
      <g fontSize="13" fontWeight="700" fill="#ffffff">
        <text x="162" y="104">
          O<Subscript>2</Subscript>
        </text>
        <text x="258" y="104" textAnchor="end">
          20.9%
        </text>
        <text x="162" y="132">
          LIE
        </text>
        <text x="258" y="132" textAnchor="end">
          0%
        </text>
        <text x="162" y="160">
          H<Subscript>2</Subscript>S
        </text>
        <text x="258" y="160" textAnchor="end">
          0 ppm
        </text>
        <text x="162" y="188">
          CO
        </text>
        <text x="258" y="188" textAnchor="end">
          0 ppm
        </text>
      </g>
      <rect x="162" y="198" width="96" height="8" rx="4" fill="#2f9e5a" />
      <circle cx="178" cy="256" r="13" fill="#2a4560" />
      <circle cx="242" cy="256" r="13" fill="#2a4560" />
      <circle cx="210" cy="282" r="17" fill="#ffc629" />
      <path d="M203 282h14M210 275v14" stroke="#0b1b2b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** A formula's digit on the display, in the page's font (see FormulaText): smaller, below the baseline. */
function Subscript({ children }: { children: string }) {
  return (
    <tspan fontSize="9" baselineShift="sub">
      {children}
    </tspan>
  )
}
