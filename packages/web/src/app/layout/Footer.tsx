// The footer on every page: About Us, Service Status, Terms of Use.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="ft-footer">
      <div className="ft-footer__inner">
        <nav aria-label={t('footer.links')}>
          <ul>
            <li>
              <Link to="/#about">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/contact-us#status">{t('footer.serviceStatus')}</Link>
            </li>
            <li>
              <Link to="/use-terms">{t('footer.termsOfUse')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
