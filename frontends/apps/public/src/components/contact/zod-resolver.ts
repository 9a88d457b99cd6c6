/** react-hook-form's zod resolver, in one place for the public site's forms. */
export { zodResolver } from '@hookform/resolvers/zod';
