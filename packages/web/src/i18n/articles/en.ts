import type { ArticleSet } from './types';

const en: ArticleSet = {
  privacy: {
    title: 'One Go Privacy Policy',
    updated: 'Effective 18 December 2024',
    sections: [
      { heading: '1. Who we are', body: [
        'One Go is operated by a company incorporated in Singapore on 18 December 2024 ("One Go", "we", "us"). This policy explains how we collect, use, disclose and protect your personal data when you use the One Go website and member services, in line with the Singapore Personal Data Protection Act 2012 (PDPA).',
      ] },
      { heading: '2. Data we collect', body: [
        'Account data you give us: name or company name, date of birth, nationality, mobile number, email address, nickname, avatar and the invitation and node codes used at registration.',
        'Transaction data: orders, delivery addresses, wallet balances, top-ups, withdrawals, transfers and bonus records.',
        'Technical data: device and browser type, language setting, IP address and log records needed to keep the service secure.',
      ] },
      { heading: '3. How we use your data', body: [
        'To create and manage your account, process orders and payments, calculate bonuses within the member network, verify your identity, provide customer service, send verification codes and service notices, prevent fraud and meet our legal obligations.',
      ] },
      { heading: '4. Sharing', body: [
        'We do not sell your personal data. We share it only with service providers that help us run the service (such as hosting, email, logistics and payment providers) under confidentiality obligations, with your upline or downline only to the extent the member network requires (for example your member ID and level), and with authorities where the law requires it.',
      ] },
      { heading: '5. Storage and security', body: [
        'Your data is stored on secured servers. Passwords are stored only in hashed form, and access is limited to staff who need it. Data may be processed outside Singapore; where it is, we require protection comparable to the PDPA.',
      ] },
      { heading: '6. Retention', body: [
        'We keep your data while your account is active and afterwards only as long as needed for accounting, tax, anti-money-laundering and dispute purposes.',
      ] },
      { heading: '7. Your rights', body: [
        'You may access and correct your personal data in the app, withdraw consent, or cancel your account in Settings. For other requests, contact our customer service; we will reply within 30 days.',
      ] },
      { heading: '8. Changes and contact', body: [
        'We may update this policy and will show the new version in the app. Questions about privacy can be sent to our customer service through the contact details shown on the Me page.',
      ] },
    ],
  },
  agreement: {
    title: 'One Go User Agreement',
    updated: 'Effective 18 December 2024',
    sections: [
      { heading: '1. Acceptance', body: [
        'This agreement is between you and One Go, a company incorporated in Singapore. By registering or using the service you confirm that you have read, understood and accepted this agreement and the Privacy Policy.',
      ] },
      { heading: '2. Eligibility and account', body: [
        'You must be at least 18 years old and able to enter into a binding contract. Register with true and complete information, keep it up to date, and keep your login and payment passwords secret. You are responsible for all activity under your member ID.',
      ] },
      { heading: '3. Shopping', body: [
        'Product descriptions, prices and stock are shown in the app. An order is confirmed once it is paid. Pre-sale items ship within the period stated on the product page, usually 4–6 weeks. Delivery times are estimates.',
      ] },
      { heading: '4. Wallet, top-ups and withdrawals', body: [
        'Your wallet shows your balance, shopping coupons and points. Top-ups are made in USDT on the BNB Smart Chain (BEP20); sending another asset or using another network may cause permanent loss. Withdrawals and transfers may carry fees and limits shown before you confirm, and withdrawals are reviewed, normally within 1–3 working days.',
      ] },
      { heading: '5. Member network and bonuses', body: [
        'Bonuses are calculated under the bonus plan published by One Go and are based on actual product sales. They are not guaranteed income. One Go may adjust the plan for future periods with notice in the app.',
      ] },
      { heading: '6. Prohibited conduct', body: [
        'You must not provide false information, open accounts for others without authority, misuse the invitation system, attempt to break into or overload the service, or use it for money laundering or any unlawful purpose. We may suspend or close accounts that breach these rules.',
      ] },
      { heading: '7. Cancellation', body: [
        'You may cancel your account in Settings. Cancellation is permanent; settle any balance before cancelling. Obligations that arose before cancellation remain.',
      ] },
      { heading: '8. Liability', body: [
        'The service is provided as is. To the extent permitted by law, One Go is not liable for indirect losses or for losses caused by events outside its reasonable control, including blockchain network failures.',
      ] },
      { heading: '9. Governing law', body: [
        'This agreement is governed by the laws of Singapore. Disputes will first be discussed in good faith and, failing that, submitted to the courts of Singapore.',
      ] },
    ],
  },
};

export default en;
