/** Decorative tickets beside the hero copy on wide screens (hidden from assistive technology). */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <svg viewBox="0 0 440 380" focusable="false">
        <defs>
          <linearGradient id="hero-art-saffron" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fbbf24" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
          <linearGradient id="hero-art-stage" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="1" stopColor="#be185d" />
          </linearGradient>
        </defs>
        <g transform="rotate(9 300 150)">
          <path
            d="M150 40h230a14 14 0 0 1 14 14v52a18 18 0 0 0 0 36v52a14 14 0 0 1-14 14H150a14 14 0 0 1-14-14v-52a18 18 0 0 0 0-36V54a14 14 0 0 1 14-14z"
            fill="url(#hero-art-saffron)"
          />
          <path d="M320 48v152" stroke="#92400e" strokeWidth="2" strokeDasharray="5 6" opacity="0.6" />
          <rect x="160" y="70" width="120" height="12" rx="6" fill="#78350f" opacity="0.55" />
          <rect x="160" y="94" width="84" height="10" rx="5" fill="#78350f" opacity="0.35" />
          <g fill="#78350f" opacity="0.6">
            <rect x="338" y="76" width="4" height="90" />
            <rect x="346" y="76" width="2" height="90" />
            <rect x="352" y="76" width="6" height="90" />
            <rect x="362" y="76" width="2" height="90" />
            <rect x="368" y="76" width="4" height="90" />
          </g>
        </g>
        <g transform="rotate(-6 200 230)">
          <path
            d="M40 130h290a16 16 0 0 1 16 16v56a20 20 0 0 0 0 40v56a16 16 0 0 1-16 16H40a16 16 0 0 1-16-16v-56a20 20 0 0 0 0-40v-56a16 16 0 0 1 16-16z"
            fill="#fff"
          />
          <rect x="40" y="146" width="120" height="138" rx="10" fill="url(#hero-art-stage)" />
          <path d="M70 146l-16 138h56zM122 146l-12 138h44z" fill="#fde68a" opacity="0.35" />
          <path d="M40 262c20-14 40-14 60 0s40 14 60 0v22H40z" fill="#1e1b4b" />
          <rect x="180" y="160" width="130" height="14" rx="7" fill="#1e1b4b" />
          <rect x="180" y="184" width="96" height="10" rx="5" fill="#94a3b8" />
          <rect x="180" y="204" width="110" height="10" rx="5" fill="#94a3b8" />
          <rect x="180" y="240" width="70" height="26" rx="13" fill="#4338ca" />
        </g>
        <g transform="translate(330 270)">
          <circle r="44" fill="#22c55e" />
          <circle r="44" fill="none" stroke="#fff" strokeWidth="6" />
          <path
            d="M-18 2l12 12 24-26"
            fill="none"
            stroke="#fff"
            strokeWidth="9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
        <g fill="#fde68a">
          <circle cx="36" cy="70" r="5" />
          <circle cx="420" cy="40" r="4" />
          <circle cx="410" cy="350" r="6" opacity="0.7" />
        </g>
      </svg>
    </div>
  );
}
