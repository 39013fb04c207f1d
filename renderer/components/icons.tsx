/** Small inline icons: decorative, hidden from assistive technology (the control carries the name). */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const SunIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <path
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
    />
  </svg>
);

export const MoonIcon = () => (
  <svg {...base}>
    <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...base}>
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base} width={16} height={16}>
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m15.5 15.5 5 5" />
  </svg>
);

export const ExternalIcon = () => (
  <svg {...base} width={13} height={13} className="icon-external">
    <path fill="none" stroke="currentColor" strokeWidth="2" d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </svg>
);

export const GlobeIcon = () => (
  <svg {...base} width={18} height={18}>
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z"
    />
  </svg>
);

export const HomeIcon = () => (
  <svg {...base} width={16} height={16}>
    <path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3L12 3Z" />
  </svg>
);
