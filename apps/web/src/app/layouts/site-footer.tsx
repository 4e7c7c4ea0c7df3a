import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@patrocina/domain/constants';
import { openCookiePreferences } from '@/lib/consent';
import { env } from '@/lib/env';
import { ExternalLinkIcon } from '@/components/icons';

const linkClass = 'rounded-control text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/** SPEC §2 footer. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface-muted">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
        <nav aria-label="Pie de página">
          <ul className="grid grid-cols-1 gap-x-8 gap-y-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
            <li>
              <Link to="/about-us" className={linkClass}>
                Sobre nosotros
              </Link>
            </li>
            <li>
              <a href={env.helpCenterUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Centro de ayuda<span className="sr-only"> (se abre en una pestaña nueva)</span>
                <ExternalLinkIcon className="ml-1 inline size-3.5 align-[-2px]" />
              </a>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contacto
              </Link>
            </li>
            <li>
              <Link to="/legal#aviso-legal" className={linkClass}>
                Aviso legal
              </Link>
            </li>
            <li>
              <Link to="/legal#privacidad" className={linkClass}>
                Política de privacidad
              </Link>
            </li>
            <li>
              <Link to="/legal#condiciones" className={linkClass}>
                Términos legales
              </Link>
            </li>
            <li>
              <button type="button" onClick={openCookiePreferences} className={`${linkClass} cursor-pointer text-left`}>
                Gestionar cookies
              </button>
            </li>
          </ul>
        </nav>
        <p className="text-ink-muted">
          © {year} {DEFAULT_PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
