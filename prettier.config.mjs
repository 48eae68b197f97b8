// Formatting is not a matter for review: Prettier decides it. These options keep the style the code was
// written in (single quotes, 120 columns); the Tailwind plugin sorts class names in the order Tailwind applies them.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './client/src/styles.css',
  tailwindFunctions: ['cn', 'clsx'],
};
