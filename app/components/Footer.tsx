import { Link } from "@remix-run/react";

import type { MenuNode } from "~/lib/menu-tree";

import { Icon } from "./Icon";
import { useSiteForms } from "./SiteForms";

type Props = {
  menu: MenuNode[];
  companyName: string;
  logo: string | null;
  socialLinks: Array<{ name: string; url: string; icon?: string | null }>;
  year: number;
};

/** Spec 2 "Footer": grouped links (an accordion on mobile), social links, logo, copyright, newsletter. */
export function Footer({ menu, companyName, logo, socialLinks, year }: Props) {
  const { NewsletterForm } = useSiteForms();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__newsletter" aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className="site-footer__heading">
            The letter
          </h2>
          <p>New pieces, private previews and the stories behind them, a few times a season.</p>
          <NewsletterForm id="newsletter-footer" />
        </section>
        <nav className="site-footer__menus" aria-label="Footer">
          {menu.map((group) => (
            <details key={group.id} className="footer-group">
              <summary className="site-footer__heading">
                {group.title}
                <Icon name="chevron" size={18} className="footer-group__chevron" />
              </summary>
              <ul>
                {group.children.map((link) => (
                  <li key={link.id}>
                    <Link to={link.url ?? "/"}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <Link to="/" className="site-footer__logo" aria-label={`${companyName}, home`}>
          {logo ? <img src={logo} alt="" width="200" height="120" loading="lazy" /> : <span className="logo__text">{companyName}</span>}
        </Link>
        <ul className="social-links" aria-label="Social media">
          {socialLinks.map((social) => (
            <li key={social.name}>
              <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.name} (opens in a new tab)`}>
                {social.icon ? <img src={social.icon} alt="" width="20" height="20" loading="lazy" /> : social.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copyright">
          © {year} {companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
