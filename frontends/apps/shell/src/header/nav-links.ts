/** The main navigation of spec §2, shared by the header and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/services', key: 'nav.services' },
  { to: '/about-us', key: 'nav.aboutUs' },
  { to: '/faq', key: 'nav.faqs' },
  { to: '/contact-us', key: 'nav.contactUs' },
] as const;
