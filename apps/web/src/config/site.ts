import { FACILITIES } from '@hospital/contract/lists';
import { env } from './env';
import { siteIdentity } from './site-identity';

// Every hospital fact the web app shows lives here (docs/architecture.md §1): components read hospital text only
// from this module, so another hospital can run the product by editing one file.

export type HealthPartner = {
  name: string;
  address?: string;
  contactPerson?: string;
  contactNumber?: string;
};

const DEFAULT_HOTLINE = '09611223344';

const hotline = env.hospitalHotline ?? DEFAULT_HOTLINE;

// docs/product-spec.md §1: about 24 corporate health partners; only the first carries address and contact details.
const healthPartners: readonly HealthPartner[] = [
  {
    name: 'Padma Knit Composite Ltd.',
    address: 'Plot 14, Tongi Industrial Area, Gazipur 1710',
    contactPerson: 'Mahfuz Rahman',
    contactNumber: '01711000111',
  },
  { name: 'Shapla Agro Foods Ltd.' },
  { name: 'Jamuna River Logistics' },
  { name: 'Sonargaon Ceramics Ltd.' },
  { name: 'Karnaphuli Denim Mills' },
  { name: 'Buriganga Steel Works' },
  { name: 'Sundarban Courier Services' },
  { name: 'Teesta Poultry & Feeds' },
  { name: 'Rupsha Jute Products' },
  { name: 'Madhumati Bank Staff Welfare' },
  { name: 'Lalbagh Printing & Packaging' },
  { name: 'Kushiara Tea Estates' },
  { name: 'Mohona Electronics Ltd.' },
  { name: 'Dhaleshwari Cement Ltd.' },
  { name: 'Surma Software Solutions' },
  { name: 'Nilgiri Apparels Ltd.' },
  { name: 'Banani Builders Association' },
  { name: 'Gulshan Garments Cluster' },
  { name: 'Kapotaksha Leather Goods' },
  { name: 'Shitalakshya Spinning Mills' },
  { name: 'Barind Solar Power Ltd.' },
  { name: 'Sylhet Stone Crushers Group' },
  { name: 'Titas Transport Workers Union' },
  { name: 'Chalan Beel Fisheries Co-op' },
];

export const siteConfig = {
  name: siteIdentity.name,
  shortName: siteIdentity.shortName,
  tagline: 'We follow a holistic approach to health care',
  subTagline: 'Your Journey to Better Health Starts Here...',
  description: siteIdentity.description,
  address: 'House 27, Road 9/A, Dhanmondi R/A, Dhaka 1209, Bangladesh',
  companyName: 'Nirmoy Healthcare Limited',
  tradeLicence: 'TRAD/DNCC/087412/2021',
  hotline,
  // `tel:` links want the international form so they work from SIMs roaming abroad too.
  hotlineHref: `tel:+88${hotline}`,
  versionLabel: 'BETA 6.2',
  healthPartners,
  facilities: FACILITIES,
} as const;
