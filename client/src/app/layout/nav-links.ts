/** The header's links (the specification's five, plus Team), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { href: '/features', label: 'Features' },
  { href: '/hr-demo', label: 'How It Works' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/knowledge', label: 'Knowledge Hub' },
  { href: '/team', label: 'Team' },
  { href: '/dashboard', label: 'Dashboard' },
] as const;
