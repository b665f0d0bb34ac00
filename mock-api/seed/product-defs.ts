/**
 * The hand-written part of the catalogue: one line per product. Everything
 * derived (configurations, prices per material, stock, images, dates) is
 * computed in products.ts from these lines and a seeded PRNG.
 */
import type { PieceKind } from "../model";

export interface ProductDef {
  name: string;
  kind: PieceKind;
  /** Drawing style within the kind (see art/pieces.ts). */
  style: string;
  collections: string[];
  /** Metal skus; the first is the default. */
  metals: string[];
  /** Stone skus; the first is the default. Empty for all-metal pieces. */
  stones: string[];
  /** Price of the default configuration, USD. */
  price: number;
  /** The product's own opening sentence. */
  note: string;
}

const GOLD = ["YG14", "WG14", "RG14"];
const GOLD_PT = [...GOLD, "PT"];

export const PRODUCT_DEFS: ProductDef[] = [
  // Rings
  { name: "Aurelia Sunburst Ring", kind: "ring", style: "halo", collections: ["aurelia"], metals: GOLD, stones: ["DIA", "MOR"], price: 1450,
    note: "A centre stone ringed by a halo of tiny diamonds, like the sun breaking through at golden hour." },
  { name: "Céleste Solitaire Ring", kind: "ring", style: "solitaire", collections: ["celeste", "promise"], metals: GOLD_PT, stones: ["DIA"], price: 3200,
    note: "Our signature six-prong solitaire lifts a brilliant-cut diamond high to catch every light." },
  { name: "Promise Classic Solitaire", kind: "ring", style: "solitaire", collections: ["promise"], metals: GOLD_PT, stones: ["DIA", "SAP"], price: 2450,
    note: "A timeless four-prong setting on a slender knife-edge band, made for the question." },
  { name: "Promise Eternity Band", kind: "ring", style: "eternity", collections: ["promise"], metals: GOLD_PT, stones: ["DIA", "SAP", "RBY", "EMR"], price: 2850,
    note: "Shared-prong stones run all the way around, an unbroken circle of light." },
  { name: "Essential Comfort Band", kind: "ring", style: "band", collections: ["essentials", "promise"], metals: ["YG14", "WG14", "RG14", "YG18", "PT"], stones: [], price: 690,
    note: "A softly domed wedding band with a comfort-fit interior you will forget you are wearing." },
  { name: "Jardin Three-Stone Ring", kind: "ring", style: "three-stone", collections: ["jardin"], metals: GOLD, stones: ["EMR", "SAP", "RBY"], price: 1980,
    note: "Three gemstones set side by side: past, present and future, gathered from the garden." },
  { name: "Héritage Signet Ring", kind: "ring", style: "signet", collections: ["heritage"], metals: ["YG14", "YG18", "SS"], stones: [], price: 1150,
    note: "An oval signet with a polished face, ready to be engraved with an initial or a crest." },
  { name: "Héritage Onyx Signet", kind: "ring", style: "signet", collections: ["heritage"], metals: ["YG14", "SS"], stones: ["ONX"], price: 890,
    note: "A slice of black onyx inlaid into a classic signet, drawn from a 1920s ring in our archive." },
  { name: "Marée Pearl Ring", kind: "ring", style: "pearl", collections: ["maree"], metals: GOLD, stones: ["PRL"], price: 620,
    note: "A single lustrous pearl perched on a whisper-thin band, as if left behind by the tide." },
  { name: "Céleste Star Eternity Ring", kind: "ring", style: "eternity", collections: ["celeste"], metals: GOLD, stones: ["DIA"], price: 1750,
    note: "Pavé diamonds scattered across the band like a clear night over the sea." },
  { name: "Jardin Cocktail Ring", kind: "ring", style: "halo", collections: ["jardin"], metals: ["YG14", "RG14"], stones: ["EMR", "SAP", "RBY", "MOR"], price: 3400,
    note: "A generous oval gemstone framed in diamonds, made for evenings that go on." },
  { name: "Marée Aquamarine Solitaire", kind: "ring", style: "solitaire", collections: ["maree"], metals: ["WG14", "PT"], stones: ["AQU"], price: 1650,
    note: "A clear sea-blue aquamarine in a cool white setting, calm as still water." },
  { name: "Essential Stacking Ring", kind: "ring", style: "stack", collections: ["essentials"], metals: ["YG14", "WG14", "RG14", "SS"], stones: [], price: 240,
    note: "A fine 1.5 mm band meant to be worn in threes, or alone on the little finger." },
  { name: "Aurelia Dome Ring", kind: "ring", style: "dome", collections: ["aurelia"], metals: ["YG14", "YG18"], stones: [], price: 1380,
    note: "A sculptural high-polish dome that turns the whole hand into a source of warm light." },

  // Necklaces
  { name: "Aurelia Sun Disc Necklace", kind: "necklace", style: "disc", collections: ["aurelia"], metals: ["YG14", "YG18", "RG14"], stones: ["DIA"], price: 980,
    note: "A hammered gold disc with a single bezel-set diamond at its heart." },
  { name: "Céleste Solitaire Pendant", kind: "necklace", style: "pendant", collections: ["celeste"], metals: GOLD_PT, stones: ["DIA"], price: 1850,
    note: "A brilliant-cut diamond floating on a fine cable chain, the necklace you never take off." },
  { name: "Céleste Tennis Necklace", kind: "necklace", style: "tennis", collections: ["celeste"], metals: ["WG14", "YG14", "PT"], stones: ["DIA", "SAP"], price: 8900,
    note: "A continuous line of matched stones, each in its own four-prong basket." },
  { name: "Marée Pearl Strand", kind: "necklace", style: "pearl-strand", collections: ["maree"], metals: ["YG14", "WG14"], stones: ["PRL"], price: 1450,
    note: "Hand-knotted freshwater pearls, matched by eye for lustre and tone." },
  { name: "Marée Aquamarine Drop Necklace", kind: "necklace", style: "drop", collections: ["maree"], metals: ["WG14", "YG14"], stones: ["AQU", "MOR"], price: 1150,
    note: "A pear-shaped gemstone that moves gently with you, like a drop of sea water." },
  { name: "Jardin Emerald Drop Pendant", kind: "necklace", style: "drop", collections: ["jardin"], metals: GOLD, stones: ["EMR", "RBY", "SAP"], price: 1380,
    note: "A saturated pear-cut gemstone suspended from a delicate diamond-set bail." },
  { name: "Essential Bar Necklace", kind: "necklace", style: "bar", collections: ["essentials"], metals: ["YG14", "WG14", "RG14", "SS"], stones: [], price: 420,
    note: "A slim horizontal bar with room for initials, a date or nothing at all." },
  { name: "Essential Diamond Station Necklace", kind: "necklace", style: "station", collections: ["essentials"], metals: GOLD, stones: ["DIA"], price: 760,
    note: "Five bezel-set diamonds spaced along a fine chain for a scattered, barely-there sparkle." },
  { name: "Héritage Paperclip Chain", kind: "necklace", style: "chain", collections: ["heritage", "essentials"], metals: ["YG14", "YG18", "SS"], stones: [], price: 890,
    note: "Elongated links redrawn from a vintage watch chain, with a sturdy lobster clasp." },
  { name: "Promise Heart Pendant", kind: "necklace", style: "heart", collections: ["promise"], metals: GOLD, stones: ["DIA", "RBY"], price: 640,
    note: "A softly puffed heart with a single stone tucked into its curve." },
  { name: "Aurelia Lariat", kind: "necklace", style: "lariat", collections: ["aurelia"], metals: ["YG14", "RG14"], stones: ["DIA"], price: 1290,
    note: "A Y-shaped lariat that ends in a diamond drop, lovely with an open collar." },
  { name: "Jardin Leaf Pendant", kind: "necklace", style: "leaf", collections: ["jardin"], metals: GOLD, stones: ["EMR", "DIA"], price: 720,
    note: "A single sculpted leaf veined in gold, with a gemstone dewdrop." },

  // Earrings
  { name: "Céleste Diamond Studs", kind: "earrings", style: "stud", collections: ["celeste", "promise"], metals: GOLD_PT, stones: ["DIA"], price: 1250,
    note: "Perfectly matched round diamonds in low four-prong settings, the studs of every wardrobe." },
  { name: "Essential Gold Hoops", kind: "earrings", style: "hoop", collections: ["essentials"], metals: ["YG14", "WG14", "RG14", "YG18", "SS"], stones: [], price: 480,
    note: "Medium tube hoops with a hidden hinge: light enough to sleep in." },
  { name: "Aurelia Diamond Huggies", kind: "earrings", style: "huggie", collections: ["aurelia"], metals: GOLD, stones: ["DIA"], price: 890,
    note: "Small hoops that hug the lobe, set with a row of diamonds across the front." },
  { name: "Marée Pearl Studs", kind: "earrings", style: "pearl-stud", collections: ["maree"], metals: ["YG14", "WG14", "SS"], stones: ["PRL"], price: 320,
    note: "Round freshwater pearls with a soft rosé overtone, on solid posts." },
  { name: "Marée Pearl Drops", kind: "earrings", style: "pearl-drop", collections: ["maree"], metals: ["YG14", "WG14"], stones: ["PRL"], price: 560,
    note: "A pearl that sways beneath a tiny gold stud, equally at ease at a wedding or the office." },
  { name: "Jardin Gemstone Drops", kind: "earrings", style: "drop", collections: ["jardin"], metals: GOLD, stones: ["EMR", "SAP", "RBY", "MOR"], price: 980,
    note: "Pear-shaped gemstones on short gold chains that catch the light as you turn." },
  { name: "Céleste Star Climbers", kind: "earrings", style: "climber", collections: ["celeste"], metals: GOLD, stones: ["DIA"], price: 740,
    note: "A graduated line of diamonds that climbs the ear like a small constellation." },
  { name: "Promise Sapphire Studs", kind: "earrings", style: "stud", collections: ["promise"], metals: ["WG14", "YG14", "PT"], stones: ["SAP", "RBY", "EMR"], price: 1150,
    note: "Deep-coloured round gemstones in classic basket settings, a gift that lasts." },
  { name: "Héritage Button Earrings", kind: "earrings", style: "button", collections: ["heritage"], metals: ["YG14", "YG18"], stones: [], price: 690,
    note: "Domed gold buttons with a brushed edge, a nod to the couture ateliers of the 1950s." },
  { name: "Aurelia Sunburst Studs", kind: "earrings", style: "halo-stud", collections: ["aurelia"], metals: GOLD, stones: ["DIA", "MOR"], price: 1100,
    note: "A centre stone in a halo of tiny diamonds: small studs with a big glow." },
  { name: "Marée Aquamarine Drops", kind: "earrings", style: "drop", collections: ["maree"], metals: ["WG14"], stones: ["AQU"], price: 890,
    note: "Pale aquamarines on fine white-gold chains, cool as sea glass." },
  { name: "Essential Mini Hoops", kind: "earrings", style: "mini-hoop", collections: ["essentials"], metals: ["YG14", "SS"], stones: [], price: 210,
    note: "Tiny 12 mm hoops for a second or third piercing." },

  // Bracelets
  { name: "Céleste Tennis Bracelet", kind: "bracelet", style: "tennis", collections: ["celeste"], metals: ["WG14", "YG14", "PT"], stones: ["DIA", "SAP"], price: 4800,
    note: "A flexible line of matched stones with a double-locking box clasp." },
  { name: "Essential Chain Bracelet", kind: "bracelet", style: "chain", collections: ["essentials"], metals: ["YG14", "RG14", "WG14", "SS"], stones: [], price: 380,
    note: "A fine curb chain that layers with everything else on your wrist." },
  { name: "Aurelia Bangle", kind: "bracelet", style: "bangle", collections: ["aurelia"], metals: ["YG14", "YG18", "RG14"], stones: [], price: 1350,
    note: "A solid oval bangle with a high polish that warms to the skin." },
  { name: "Aurelia Diamond Bangle", kind: "bracelet", style: "bangle", collections: ["aurelia"], metals: GOLD, stones: ["DIA"], price: 2100,
    note: "Our solid bangle with a band of pavé diamonds across the top." },
  { name: "Marée Pearl Bracelet", kind: "bracelet", style: "pearl", collections: ["maree"], metals: ["YG14", "WG14"], stones: ["PRL"], price: 690,
    note: "Hand-knotted freshwater pearls finished with a small gold clasp." },
  { name: "Jardin Gemstone Line Bracelet", kind: "bracelet", style: "tennis", collections: ["jardin"], metals: GOLD, stones: ["EMR", "SAP", "RBY"], price: 3600,
    note: "Oval gemstones in a single line, a bouquet for the wrist." },
  { name: "Héritage Cuff", kind: "bracelet", style: "cuff", collections: ["heritage"], metals: ["YG14", "SS"], stones: [], price: 1580,
    note: "A wide open cuff with bevelled edges, forged after a piece from our 1960s archive." },
  { name: "Promise Diamond Station Bracelet", kind: "bracelet", style: "station", collections: ["promise"], metals: GOLD, stones: ["DIA"], price: 720,
    note: "Bezel-set diamonds spaced along a fine chain, adjustable to any wrist." },
  { name: "Essential Paperclip Bracelet", kind: "bracelet", style: "chain", collections: ["essentials"], metals: ["YG14", "YG18", "SS"], stones: [], price: 540,
    note: "Elongated paperclip links with a toggle clasp that is easy to do up one-handed." },
  { name: "Céleste Star Cuff", kind: "bracelet", style: "cuff", collections: ["celeste"], metals: ["YG14", "WG14"], stones: ["DIA"], price: 1450,
    note: "An open cuff with a diamond star at each end." },

  // Charms
  { name: "Heart Charm", kind: "charm", style: "heart", collections: ["promise", "essentials"], metals: ["YG14", "WG14", "RG14", "SS"], stones: [], price: 180,
    note: "A small puffed heart, ready to be engraved on the back." },
  { name: "Star Charm", kind: "charm", style: "star", collections: ["celeste"], metals: ["YG14", "WG14", "SS"], stones: ["DIA"], price: 260,
    note: "A five-point star with a diamond at its centre." },
  { name: "Crescent Moon Charm", kind: "charm", style: "moon", collections: ["celeste"], metals: ["YG14", "WG14", "SS"], stones: ["DIA"], price: 240,
    note: "A slender crescent with a diamond tucked into its curve." },
  { name: "Four-Leaf Clover Charm", kind: "charm", style: "clover", collections: ["jardin"], metals: ["YG14", "RG14", "SS"], stones: ["EMR"], price: 280,
    note: "Four gold leaves around a tiny emerald, for luck." },
  { name: "Seashell Charm", kind: "charm", style: "shell", collections: ["maree"], metals: ["YG14", "SS"], stones: ["PRL"], price: 220,
    note: "A ribbed scallop shell holding a seed pearl." },
  { name: "Sun Charm", kind: "charm", style: "sun", collections: ["aurelia"], metals: ["YG14", "YG18"], stones: [], price: 240,
    note: "A radiant little sun in solid gold, the emblem of the Aurelia collection." },
  { name: "Key Charm", kind: "charm", style: "key", collections: ["heritage"], metals: ["YG14", "SS"], stones: [], price: 200,
    note: "An antique key with a scrolled bow, copied from the door of our first atelier." },
  { name: "Birthstone Charm", kind: "charm", style: "gem", collections: ["essentials"], metals: GOLD, stones: ["DIA", "SAP", "EMR", "RBY", "AQU", "MOR"], price: 320,
    note: "A round gemstone in a smooth bezel: choose the stone of the month that matters to you." },

  // Medallions
  { name: "Aurelia Sun Medallion", kind: "medallion", style: "sun", collections: ["aurelia"], metals: ["YG14", "YG18"], stones: ["DIA"], price: 1150,
    note: "An engraved sunburst with a diamond at its centre, on an 18 inch chain." },
  { name: "Céleste Compass Medallion", kind: "medallion", style: "compass", collections: ["celeste"], metals: ["YG14", "WG14"], stones: ["DIA", "SAP"], price: 1280,
    note: "A compass rose to find your way home, with a gemstone marking north." },
  { name: "Héritage Coin Medallion", kind: "medallion", style: "coin", collections: ["heritage"], metals: ["YG14", "YG18", "SS"], stones: [], price: 980,
    note: "A laurel-wreathed coin struck from a die in our archive, worn smooth as if by years." },
  { name: "Héritage Bee Medallion", kind: "medallion", style: "bee", collections: ["heritage"], metals: ["YG14", "YG18"], stones: [], price: 1050,
    note: "The house bee, emblem of patient craft, engraved by hand." },
  { name: "Marée Wave Medallion", kind: "medallion", style: "wave", collections: ["maree"], metals: ["YG14", "WG14", "SS"], stones: ["AQU"], price: 890,
    note: "Rolling waves engraved in relief, with an aquamarine sun on the horizon." },
  { name: "Jardin Botanical Medallion", kind: "medallion", style: "botanical", collections: ["jardin"], metals: ["YG14", "RG14"], stones: ["EMR"], price: 940,
    note: "A spray of olive leaves in relief around a small emerald." },
  { name: "Céleste Moon and Stars Medallion", kind: "medallion", style: "moon-star", collections: ["celeste"], metals: ["YG14", "WG14", "SS"], stones: ["DIA"], price: 860,
    note: "A crescent moon and scattered stars, with a diamond as the brightest one." },
];
