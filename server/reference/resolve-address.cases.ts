/**
 * Real addresses, written as ID cards and guests write them, from every region, with the unit
 * each one names. The expected 2025 wards are not written here: the test reads them from
 * old-units.json / wards.json by the unit's names, so a case checks the reading, and the
 * data's own checks (SOURCE.md) vouch for the mapping.
 */
export type ResolveCase =
  | { text: string; region: Region; oldWard: readonly [ward: string, district: string, province: string] }
  | { text: string; region: Region; newWard: readonly [ward: string, province: string] }
  | { text: string; region: Region; oldDistrict: readonly [district: string, province: string] }
  | { text: string; region: Region; province: readonly [oldProvince: string, newProvinceCode: string] };

type Region = "north" | "centre" | "highlands" | "south" | "mekong";

export const RESOLVE_CASES: readonly ResolveCase[] = [
  // North
  { region: "north", text: "Phường Cống Vị, Quận Ba Đình, Hà Nội", oldWard: ["Phường Cống Vị", "Quận Ba Đình", "Thành phố Hà Nội"] },
  { region: "north", text: "phuc xa", oldWard: ["Phường Phúc Xá", "Quận Ba Đình", "Thành phố Hà Nội"] },
  { region: "north", text: "phuc xa ba dinh ha noi", oldWard: ["Phường Phúc Xá", "Quận Ba Đình", "Thành phố Hà Nội"] },
  { region: "north", text: "so 5 xuan phuong nam tu liem hn", oldWard: ["Phường Xuân Phương", "Quận Nam Từ Liêm", "Thành phố Hà Nội"] },
  { region: "north", text: "Phúc Xá, Ba Đình, HN", oldWard: ["Phường Phúc Xá", "Quận Ba Đình", "Thành phố Hà Nội"] },
  {
    region: "north",
    text: "12 Tràng Tiền, P.Tràng Tiền, Q.Hoàn Kiếm, TP. Hà Nội",
    oldWard: ["Phường Tràng Tiền", "Quận Hoàn Kiếm", "Thành phố Hà Nội"],
  },
  { region: "north", text: "Phuong Dai Mo, Nam Tu Liem, Ha Noi", oldWard: ["Phường Đại Mỗ", "Quận Nam Từ Liêm", "Thành phố Hà Nội"] },
  {
    region: "north",
    text: "Thôn Lũng Cú, Xã Lũng Cú, Huyện Đồng Văn, Tỉnh Hà Giang",
    oldWard: ["Xã Lũng Cú", "Huyện Đồng Văn", "Tỉnh Hà Giang"],
  },
  { region: "north", text: "P. Ngọc Hà, TP. Hà Giang, Hà Giang", oldWard: ["Phường Ngọc Hà", "Thành phố Hà Giang", "Tỉnh Hà Giang"] },
  { region: "north", text: "TT Ba Chẽ, H. Ba Chẽ, Quảng Ninh", oldWard: ["Thị trấn Ba Chẽ", "Huyện Ba Chẽ", "Tỉnh Quảng Ninh"] },
  { region: "north", text: "Thị trấn Bố Hạ, Huyện Yên Thế, Bắc Giang", oldWard: ["Thị trấn Bố Hạ", "Huyện Yên Thế", "Tỉnh Bắc Giang"] },
  {
    region: "north",
    text: "Phường Máy Chai, Quận Ngô Quyền, Hải Phòng",
    oldWard: ["Phường Máy Chai", "Quận Ngô Quyền", "Thành phố Hải Phòng"],
  },
  { region: "north", text: "P. Cầu Mây, TX. Sa Pa, Lào Cai", oldWard: ["Phường Cầu Mây", "Thị xã Sa Pa", "Tỉnh Lào Cai"] },
  { region: "north", text: "Phường Đồng Tâm, TP Yên Bái, Tỉnh Yên Bái", oldWard: ["Phường Đồng Tâm", "Thành phố Yên Bái", "Tỉnh Yên Bái"] },
  {
    region: "north",
    text: "Phường Phương Lâm, TP. Hòa Bình, Hoà Bình",
    oldWard: ["Phường Phương Lâm", "Thành phố Hòa Bình", "Tỉnh Hòa Bình"],
  },
  { region: "north", text: "P. Liên Bảo, TP Vĩnh Yên, Vĩnh Phúc", oldWard: ["Phường Liên Bảo", "Thành phố Vĩnh Yên", "Tỉnh Vĩnh Phúc"] },
  {
    region: "north",
    text: "Phường Him Lam, TP. Điện Biên Phủ, Điện Biên",
    oldWard: ["Phường Him Lam", "Thành phố Điện Biên Phủ", "Tỉnh Điện Biên"],
  },
  {
    region: "north",
    text: "phuong hop giang, tp cao bang, cao bang",
    oldWard: ["Phường Hợp Giang", "Thành phố Cao Bằng", "Tỉnh Cao Bằng"],
  },
  { region: "north", text: "Phường Hồng Hà, Thành phố Hà Nội", newWard: ["Phường Hồng Hà", "01"] },
  { region: "north", text: "quan ba dinh", oldDistrict: ["Quận Ba Đình", "Thành phố Hà Nội"] },
  { region: "north", text: "Hà Giang", province: ["Tỉnh Hà Giang", "08"] },
  // Centre
  {
    region: "centre",
    text: "Phường Điện Biên, TP Thanh Hóa, Thanh Hoá",
    oldWard: ["Phường Điện Biên", "Thành phố Thanh Hóa", "Tỉnh Thanh Hóa"],
  },
  { region: "centre", text: "P. Hưng Bình, TP. Vinh, Nghệ An", oldWard: ["Phường Hưng Bình", "Thành phố Vinh", "Tỉnh Nghệ An"] },
  {
    region: "centre",
    text: "Phường Đồng Hải, TP Đồng Hới, Quảng Bình",
    oldWard: ["Phường Đồng Hải", "Thành phố Đồng Hới", "Tỉnh Quảng Bình"],
  },
  {
    region: "centre",
    text: "Phường Phú Hội, Quận Thuận Hóa, Thừa Thiên Huế",
    oldWard: ["Phường Phú Hội", "Quận Thuận Hóa", "Thành phố Huế"],
  },
  {
    region: "centre",
    text: "Phường Thạch Thang, Quận Hải Châu, TP Đà Nẵng",
    oldWard: ["Phường Thạch Thang", "Quận Hải Châu", "Thành phố Đà Nẵng"],
  },
  { region: "centre", text: "Phường Minh An, TP. Hội An, Quảng Nam", oldWard: ["Phường Minh An", "Thành phố Hội An", "Tỉnh Quảng Nam"] },
  { region: "centre", text: "P. Trần Phú, TP. Quy Nhơn, Bình Định", oldWard: ["Phường Trần Phú", "Thành phố Quy Nhơn", "Tỉnh Bình Định"] },
  {
    region: "centre",
    text: "Phường Lộc Thọ, Thành phố Nha Trang, Tỉnh Khánh Hòa",
    oldWard: ["Phường Lộc Thọ", "Thành phố Nha Trang", "Tỉnh Khánh Hòa"],
  },
  {
    region: "centre",
    text: "Phường Kinh Dinh, TP. Phan Rang-Tháp Chàm, Ninh Thuận",
    oldWard: ["Phường Kinh Dinh", "Thành phố Phan Rang-Tháp Chàm", "Tỉnh Ninh Thuận"],
  },
  { region: "centre", text: "Phường 1, Thành phố Tuy Hòa, Phú Yên", oldWard: ["Phường 1", "Thành phố Tuy Hòa", "Tỉnh Phú Yên"] },
  {
    region: "centre",
    text: "Phường Phú Thủy, TP Phan Thiết, Bình Thuận",
    oldWard: ["Phường Phú Thủy", "Thành phố Phan Thiết", "Tỉnh Bình Thuận"],
  },
  { region: "centre", text: "thua thien hue", province: ["Thành phố Huế", "46"] },
  // Central Highlands
  {
    region: "highlands",
    text: "Phường Quyết Thắng, TP. Kon Tum, Kon Tum",
    oldWard: ["Phường Quyết Thắng", "Thành phố Kon Tum", "Tỉnh Kon Tum"],
  },
  {
    region: "highlands",
    text: "P. Tân Lợi, TP. Buôn Ma Thuột, Đắk Lắk",
    oldWard: ["Phường Tân Lợi", "Thành phố Buôn Ma Thuột", "Tỉnh Đắk Lắk"],
  },
  {
    region: "highlands",
    text: "Phuong Nghia Duc, TP Gia Nghia, Dak Nong",
    oldWard: ["Phường Nghĩa Đức", "Thành phố Gia Nghĩa", "Tỉnh Đắk Nông"],
  },
  { region: "highlands", text: "Phường 1, TP Đà Lạt, Lâm Đồng", oldWard: ["Phường 1", "Thành phố Đà Lạt", "Tỉnh Lâm Đồng"] },
  {
    region: "highlands",
    text: "Phường Hội Thương, TP. Pleiku, Gia Lai",
    oldWard: ["Phường Hội Thương", "Thành phố Pleiku", "Tỉnh Gia Lai"],
  },
  // South
  { region: "south", text: "Số 12, P. Bến Nghé, Q.1, TP.HCM", oldWard: ["Phường Bến Nghé", "Quận 1", "Thành phố Hồ Chí Minh"] },
  { region: "south", text: "p ben nghe q1 tphcm", oldWard: ["Phường Bến Nghé", "Quận 1", "Thành phố Hồ Chí Minh"] },
  { region: "south", text: "Phường 1, Quận 3, Tp. Hồ Chí Minh", oldWard: ["Phường 1", "Quận 3", "Thành phố Hồ Chí Minh"] },
  { region: "south", text: "P1 Q10 Sài Gòn", oldWard: ["Phường 1", "Quận 10", "Thành phố Hồ Chí Minh"] },
  { region: "south", text: "F.01, Q. Gò Vấp, TP HCM", oldWard: ["Phường 1", "Quận Gò Vấp", "Thành phố Hồ Chí Minh"] },
  {
    region: "south",
    text: "Phường Phú Hòa, TP. Thủ Dầu Một, Bình Dương",
    oldWard: ["Phường Phú Hòa", "Thành phố Thủ Dầu Một", "Tỉnh Bình Dương"],
  },
  {
    region: "south",
    text: "Phường 1, TP. Vũng Tàu, Bà Rịa - Vũng Tàu",
    oldWard: ["Phường 1", "Thành phố Vũng Tàu", "Tỉnh Bà Rịa - Vũng Tàu"],
  },
  {
    region: "south",
    text: "Phường Tân Phong, TP Biên Hòa, Đồng Nai",
    oldWard: ["Phường Tân Phong", "Thành phố Biên Hòa", "Tỉnh Đồng Nai"],
  },
  {
    region: "south",
    text: "Phường Tân Bình, TP Đồng Xoài, Bình Phước",
    oldWard: ["Phường Tân Bình", "Thành phố Đồng Xoài", "Tỉnh Bình Phước"],
  },
  { region: "south", text: "Phường 3, TP Tân An, Long An", oldWard: ["Phường 3", "Thành phố Tân An", "Tỉnh Long An"] },
  { region: "south", text: "Huyện Côn Đảo, Bà Rịa - Vũng Tàu", oldDistrict: ["Huyện Côn Đảo", "Tỉnh Bà Rịa - Vũng Tàu"] },
  { region: "south", text: "Phường Sài Gòn, TP Hồ Chí Minh", newWard: ["Phường Sài Gòn", "79"] },
  { region: "south", text: "binh duong", province: ["Tỉnh Bình Dương", "79"] },
  { region: "south", text: "vung tau", province: ["Tỉnh Bà Rịa - Vũng Tàu", "79"] },
  { region: "south", text: "hcm", province: ["Thành phố Hồ Chí Minh", "79"] },
  { region: "south", text: "tp hcm", province: ["Thành phố Hồ Chí Minh", "79"] },
  { region: "south", text: "sai gon", province: ["Thành phố Hồ Chí Minh", "79"] },
  // Mekong Delta
  { region: "mekong", text: "Phường Tân An, Quận Ninh Kiều, Cần Thơ", oldWard: ["Phường Tân An", "Quận Ninh Kiều", "Thành phố Cần Thơ"] },
  { region: "mekong", text: "Phường 5, TP. Sóc Trăng, Sóc Trăng", oldWard: ["Phường 5", "Thành phố Sóc Trăng", "Tỉnh Sóc Trăng"] },
  { region: "mekong", text: "Phường V, TP Vị Thanh, Hậu Giang", oldWard: ["Phường V", "Thành phố Vị Thanh", "Tỉnh Hậu Giang"] },
  {
    region: "mekong",
    text: "P. Vĩnh Thanh Vân, TP. Rạch Giá, Kiên Giang",
    oldWard: ["Phường Vĩnh Thanh Vân", "Thành phố Rạch Giá", "Tỉnh Kiên Giang"],
  },
  { region: "mekong", text: "Phường 1, TP Mỹ Tho, Tiền Giang", oldWard: ["Phường 1", "Thành phố Mỹ Tho", "Tỉnh Tiền Giang"] },
  { region: "mekong", text: "Phường An Hội, TP. Bến Tre, Bến Tre", oldWard: ["Phường An Hội", "Thành phố Bến Tre", "Tỉnh Bến Tre"] },
  { region: "mekong", text: "Phường 3, TP Bạc Liêu, Bạc Liêu", oldWard: ["Phường 3", "Thành phố Bạc Liêu", "Tỉnh Bạc Liêu"] },
  { region: "mekong", text: "Xã Tân Phú, Huyện Châu Thành, Tỉnh An Giang", oldWard: ["Xã Tân Phú", "Huyện Châu Thành", "Tỉnh An Giang"] },
  { region: "mekong", text: "Xa Tan Phu, H. Chau Thanh, An Giang", oldWard: ["Xã Tân Phú", "Huyện Châu Thành", "Tỉnh An Giang"] },
  { region: "mekong", text: "Phường Cái Khế, Thành phố Cần Thơ", newWard: ["Phường Cái Khế", "92"] },
];
