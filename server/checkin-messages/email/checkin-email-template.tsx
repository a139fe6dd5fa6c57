import { Body, Button, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text } from "@react-email/components";
import type { CSSProperties } from "react";
import type { CheckinEmailWords } from "./checkin-email-words";
import { CHECKIN_QR_DISPLAY_PX } from "./checkin-qr-code";

// The online check-in e-mail's layout: React Email's table-based components, inline styles (mail
// clients drop most <style> rules), one column at most 600 px wide that also reads at 360 px.
// Colours are a white card with dark text and a deep blue button: what a client's automatic dark
// mode inverts legibly; clients that honour prefers-color-scheme get the dark rules in <head>.
// Nothing is fetched: the system's fonts (CJK ones included) and the QR code as an inline image.

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK JP', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', 'Malgun Gothic', sans-serif";
const INK = "#1f2933";
const MUTED = "#52606d";
const ACCENT = "#0b5cad";

const styles = {
  body: { backgroundColor: "#eef1f4", margin: 0, padding: "24px 0", fontFamily: FONT, color: INK },
  card: {
    maxWidth: "600px",
    width: "100%",
    backgroundColor: "#ffffff",
    borderRadius: "8px",
    padding: "28px 24px",
    boxSizing: "border-box",
  },
  property: { fontSize: "22px", lineHeight: "28px", fontWeight: 700, margin: "0 0 20px", color: INK },
  text: { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", color: INK },
  button: {
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontSize: "18px",
    lineHeight: "24px",
    fontWeight: 700,
    textDecoration: "none",
    textAlign: "center",
    borderRadius: "8px",
    padding: "14px 28px",
    display: "inline-block",
    maxWidth: "100%",
    boxSizing: "border-box",
  },
  // lineHeight 0: no text line's descender under the image, so the white box hugs the code.
  qrBox: { backgroundColor: "#ffffff", padding: "8px", display: "inline-block", lineHeight: 0 },
  small: { fontSize: "14px", lineHeight: "20px", margin: "0 0 12px", color: MUTED },
  url: { fontSize: "14px", lineHeight: "20px", color: ACCENT, wordBreak: "break-all" },
  heading: { fontSize: "18px", lineHeight: "24px", fontWeight: 700, margin: "0 0 12px", color: INK },
  label: { fontSize: "14px", lineHeight: "20px", margin: "0 0 2px", color: MUTED },
  value: { fontSize: "16px", lineHeight: "22px", margin: "0 0 12px", color: INK, fontWeight: 600 },
  bullet: { width: "18px", verticalAlign: "top", fontSize: "16px", lineHeight: "24px", color: ACCENT },
  item: { fontSize: "16px", lineHeight: "24px", margin: "0 0 8px", color: INK },
  hr: { borderColor: "#d9e2ec", margin: "24px 0" },
  footer: { maxWidth: "600px", width: "100%", padding: "16px 24px", boxSizing: "border-box" },
  footerText: { fontSize: "13px", lineHeight: "19px", margin: "0 0 8px", color: MUTED, textAlign: "center" },
  stopLink: { color: MUTED, textDecoration: "underline", fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

// Clients that honour it (Apple Mail, some others) switch to dark colours; the QR code keeps its
// white box so a camera still reads dark modules on a light ground.
const DARK_MODE_CSS = `
@media (prefers-color-scheme: dark) {
  .email-body, .email-body > table > tbody > tr > td { background-color: #111418 !important; }
  .email-card { background-color: #1c2127 !important; }
  .email-ink { color: #e4e7eb !important; }
  .email-muted { color: #b3bcc6 !important; }
  .email-link { color: #8ab4f8 !important; }
}`;

export interface CheckinEmailProps {
  words: CheckinEmailWords;
  checkinUrl: string;
  stopUrl: string;
  /** The QR image's source: `cid:<id>` in the sent message, a data: URL in the preview. */
  qrSrc: string;
}

function LabelledRows({ rows }: { rows: { label: string; value: string }[] }) {
  return rows.map(({ label, value }) => (
    <Section key={label}>
      <Text className="email-muted" style={styles.label}>
        {label}
      </Text>
      <Text className="email-ink" style={styles.value}>
        {value}
      </Text>
    </Section>
  ));
}

export function CheckinEmail({ words, checkinUrl, stopUrl, qrSrc }: CheckinEmailProps) {
  return (
    <Html lang={words.lang} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{words.subject}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{words.preheader}</Preview>
      {/* Korean spaces its words: lines break between them, not inside one ("감사 / 합니다"), where the mail client follows CSS. */}
      <Body
        className="email-body"
        style={words.lang === "ko" ? { ...styles.body, wordBreak: "keep-all", overflowWrap: "anywhere" } : styles.body}
      >
        <Container className="email-card" style={styles.card}>
          <Heading as="h1" className="email-ink" style={styles.property}>
            {words.propertyName}
          </Heading>
          <Text className="email-ink" style={styles.text}>
            {words.greeting}
          </Text>
          <Text className="email-ink" style={styles.text}>
            {words.intro}
          </Text>
          <Section style={{ textAlign: "center", margin: "8px 0 20px" }}>
            <Button href={checkinUrl} style={styles.button}>
              {words.button}
            </Button>
          </Section>
          <Section style={{ textAlign: "center" }}>
            <div style={styles.qrBox}>
              <Img
                src={qrSrc}
                width={CHECKIN_QR_DISPLAY_PX}
                height={CHECKIN_QR_DISPLAY_PX}
                alt={words.qrAlt}
                style={{ margin: "0 auto" }}
              />
            </div>
            <Text className="email-muted" style={{ ...styles.small, textAlign: "center", margin: "8px 0 16px" }}>
              {words.qrHint}
            </Text>
          </Section>
          <Text className="email-muted" style={styles.small}>
            {words.copyLink}
            <br />
            <Link href={checkinUrl} className="email-link" style={styles.url}>
              {checkinUrl}
            </Link>
          </Text>
          <Text className="email-muted" style={styles.small}>
            {words.expires}
          </Text>
          <Hr style={styles.hr} />
          <Heading as="h2" className="email-ink" style={styles.heading}>
            {words.stayTitle}
          </Heading>
          <LabelledRows rows={words.stay} />
          <Hr style={styles.hr} />
          <Heading as="h2" className="email-ink" style={styles.heading}>
            {words.readyTitle}
          </Heading>
          {words.ready.map((item) => (
            <Row key={item}>
              <Column style={styles.bullet}>•</Column>
              <Column>
                <Text className="email-ink" style={styles.item}>
                  {item}
                </Text>
              </Column>
            </Row>
          ))}
          {words.contact.length > 0 ? (
            <>
              <Hr style={styles.hr} />
              <Heading as="h2" className="email-ink" style={styles.heading}>
                {words.contactTitle}
              </Heading>
              <Text className="email-ink" style={styles.text}>
                {words.contactHint}
              </Text>
              <LabelledRows rows={words.contact} />
            </>
          ) : null}
          <Hr style={styles.hr} />
          <Text className="email-ink" style={{ ...styles.text, margin: "0 0 4px" }}>
            {words.closing}
          </Text>
          <Text className="email-ink" style={{ ...styles.text, fontWeight: 700, margin: 0 }}>
            {words.propertyName}
          </Text>
        </Container>
        <Container style={styles.footer}>
          <Text className="email-muted" style={styles.footerText}>
            {words.footerWhy}
          </Text>
          <Text className="email-muted" style={styles.footerText}>
            {words.footerStop}{" "}
            <Link href={stopUrl} className="email-muted" style={styles.stopLink}>
              {words.stop}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
