import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import styles from './not-found.module.css';

export function NotFoundPage() {
  return (
    <Container>
      <section className={styles.box} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          页面未找到
        </h1>
        <p className={styles.text}>抱歉，您访问的页面可能已被移动、删除或暂时不可用。</p>
        <p className={styles.text}>您可以返回首页，或通过以下链接继续浏览。</p>
        <ul className={styles.links}>
          <li>
            <ButtonLink to="/">返回首页</ButtonLink>
          </li>
          <li>
            <ButtonLink to="/contact" variant="secondary">
              联系我们
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="/technology" variant="secondary">
              了解核心技术
            </ButtonLink>
          </li>
        </ul>
      </section>
    </Container>
  );
}
